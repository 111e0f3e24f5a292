/** Comparing people's names as a seller reads them: case, Unicode form and spacing aside. */

function normalized(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/** "asma  ben jemaa" and "Asma Ben Jemaa" are one name; "Asma" and "Asma Ben Jemaa" are two. */
export function sameName(a: string, b: string): boolean {
  return normalized(a) === normalized(b);
}

/**
 * Which locale namespaces (client/src/locales) a piece of code names: any string literal or template head starting
 * "<namespace>." where <namespace> is a top-level group of the locale ('nav.home' in a link table,
 * t(`theme.${option}`), t('codes.' + code)…). Run on the code a build ships with a page (its
 * modules as rendered, after tree-shaking), it tells which texts the page may show.
 */
const LITERAL = /['"`]([A-Za-z][A-Za-z0-9]*)\.(?=[A-Za-z$])/g;

export function namespacesIn(code: string, namespaces: ReadonlySet<string>): Set<string> {
  const used = new Set<string>();
  for (const match of code.matchAll(LITERAL)) {
    if (namespaces.has(match[1]!)) used.add(match[1]!);
  }
  return used;
}

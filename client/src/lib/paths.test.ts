import { describe, expect, it } from 'vitest';
import { isContentPath, isPrivatePath, isPublicPath, paths } from './paths.ts';

describe('the footer pages’ paths', () => {
  it('are public, articles included, and never private', () => {
    for (const path of [
      paths.about,
      paths.help,
      paths.faq,
      paths.terms,
      paths.privacy,
      paths.contact,
      paths.blog.index,
      paths.blog.article('why-cash-on-delivery'),
      paths.tutorials.index,
      paths.tutorials.article('ship-with-hanout-transporters'),
    ]) {
      expect(isPublicPath(path), path).toBe(true);
      expect(isContentPath(path), path).toBe(true);
      expect(isPrivatePath(path), path).toBe(false);
    }
    expect(isContentPath('/blogger')).toBe(false);
    expect(isPublicPath('/about-us')).toBe(false);
  });
});

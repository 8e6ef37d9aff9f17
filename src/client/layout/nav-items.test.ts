import { describe, expect, it } from 'vitest';
import { isCurrentSection } from './nav-items.ts';

describe('isCurrentSection', () => {
  it('marks a section on its own page and on the pages under it', () => {
    expect(isCurrentSection('/schools', '/schools')).toBe(true);
    expect(isCurrentSection('/schools', '/schools/2061')).toBe(true);
    expect(isCurrentSection('/contact', '/contact')).toBe(true);
  });

  it('marks the home page on itself only, and no section on a page whose path only begins like it', () => {
    expect(isCurrentSection('/', '/')).toBe(true);
    expect(isCurrentSection('/', '/schools')).toBe(false);
    expect(isCurrentSection('/map', '/maps')).toBe(false);
    expect(isCurrentSection('/schools', '/map')).toBe(false);
  });
});

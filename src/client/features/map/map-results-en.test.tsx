// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTexts } from '../../../shared/i18n/catalogue.ts';
import type { MapPoint } from '../../../shared/schemas.ts';
import { MapResults } from './map-results.tsx';
import { mapTexts } from './map.texts.ts';

const points: MapPoint[] = [
  { id: 1, name: '沙田小學', englishName: 'SHA TIN PRIMARY SCHOOL', district: '沙田區', schoolCategory: '小學', schoolType: '資助', latitude: 22.38, longitude: 114.19, approximate: false, distanceMeters: 850 },
  { id: 2, name: '某幼稚園', district: '沙田區', schoolCategory: '幼稚園', schoolType: '私立', latitude: 22.38, longitude: 114.19, approximate: false, special: true },
];

afterEach(cleanup);

describe('MapResults in English', () => {
  it('shows English names and labels, and marks a name known only in Chinese', async () => {
    const t = await loadTexts(mapTexts, 'en');
    render(<MapResults points={points} total={2} selectedId={undefined} onSelect={() => {}} t={t} locale="en" />);
    expect(screen.getByRole('heading', { name: '2 schools' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^SHA TIN PRIMARY SCHOOL/ }).textContent).toContain('850 m · Primary · Aided · Sha Tin');
    expect(screen.getByText('某幼稚園').getAttribute('lang')).toBe('zh-Hant');
    expect(screen.getByRole('button', { name: /某幼稚園/ }).textContent).toContain('Kindergarten · Private · Sha Tin · Special school');
    expect(screen.getByText('SHA TIN PRIMARY SCHOOL').getAttribute('lang')).toBeNull();
  });
});

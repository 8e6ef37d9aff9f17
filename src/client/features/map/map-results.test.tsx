// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapPoint } from '../../../shared/schemas.ts';
import { MapResults, RESULTS_PAGE } from './map-results.tsx';

const points: MapPoint[] = Array.from({ length: 250 }, (_, index) => ({
  id: index + 1,
  name: `學校${index + 1}`,
  district: '沙田區',
  schoolCategory: '幼稚園',
  schoolType: '非牟利',
  latitude: 22.38,
  longitude: 114.19,
  approximate: false,
}));

afterEach(cleanup);

describe('MapResults', () => {
  // 250 rows: counted, and the button found, by selector and text, not by role: a role query has jsdom compute every
  // row's role and name (the case 1.5 s alone against 0.5 s, 7 s in a whole run on a slow host).
  it('shows the total and only the first page of rows, then more on demand', () => {
    const { container } = render(<MapResults points={points} total={250} selectedId={undefined} onSelect={() => {}} />);
    const rows = () => container.querySelectorAll('ul > li');
    const showMore = () => screen.queryByText('顯示更多', { selector: 'button' });
    expect(screen.getByRole('heading', { name: '共 250 間學校' })).toBeTruthy();
    expect(rows()).toHaveLength(RESULTS_PAGE);
    fireEvent.click(showMore()!);
    expect(rows()).toHaveLength(200);
    fireEvent.click(showMore()!);
    expect(rows()).toHaveLength(250);
    expect(showMore()).toBeNull();
  });

  it('selects a school and marks the selected row', () => {
    const onSelect = vi.fn();
    render(<MapResults points={points.slice(0, 3)} total={3} selectedId={2} onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: /學校3/ }));
    expect(onSelect).toHaveBeenCalledWith(3);
    expect(screen.getByRole('button', { name: /學校2/ }).getAttribute('aria-current')).toBe('true');
  });

  it('says so when nothing matches', () => {
    render(<MapResults points={[]} total={0} selectedId={undefined} onSelect={() => {}} />);
    expect(screen.getByText('找不到符合條件的學校')).toBeTruthy();
  });
});


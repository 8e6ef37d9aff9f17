// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILTERS, FILTER_KEYS } from '../../shared/filters.ts';
import { FilterControl } from '../features/filters/filter-control.tsx';
import { FilterFields, sheetFilterKeys } from './filter-fields.tsx';

afterEach(cleanup);

describe('FilterFields (the bar)', () => {
  it('searches by name on Enter (form submit), keeping the other filters', () => {
    const onChange = vi.fn();
    render(<FilterFields values={{ district: ['東區'] }} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('學校名稱'), { target: { value: ' 英華 ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(onChange).toHaveBeenLastCalledWith({ district: ['東區'], name: '英華' });
  });

  it('shows each active value as a chip that removes just that value', async () => {
    const onChange = vi.fn();
    render(<FilterFields values={{ district: ['東區', '南區'], schoolCategory: '幼稚園', kgScheme: true, maxFee: 30000 }} onChange={onChange} />);
    // The chips' code loads when there is a chip to show (filters/filter-chips.tsx).
    const chips = within(await screen.findByRole('list', { name: '已套用的篩選' })).getAllByRole('button').map((b) => b.textContent);
    expect(chips).toEqual(['東區✕', '南區✕', '學校類別：幼稚園✕', '全年學費上限 HK$30,000✕', '參加幼稚園教育計劃✕']);
    fireEvent.click(screen.getByRole('button', { name: '移除篩選：東區' }));
    expect(onChange).toHaveBeenLastCalledWith({ district: ['南區'], schoolCategory: '幼稚園', kgScheme: true, maxFee: 30000 });
    // Removing the category also removes the filters that only apply to it.
    fireEvent.click(screen.getByRole('button', { name: '移除篩選：學校類別：幼稚園' }));
    expect(onChange).toHaveBeenLastCalledWith({ district: ['東區', '南區'], maxFee: 30000 });
  });

  it('counts the active filters on the button that opens the sheet', () => {
    render(<FilterFields values={{ district: ['東區', '南區'], gender: '女' }} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: '篩選（2）' })).toBeTruthy();
  });
});

describe('FilterControl: every filter has a labelled control where it applies', () => {
  it.each(FILTER_KEYS.filter((key) => key !== 'name'))('%s', (key) => {
    const category = FILTERS[key].categories?.[0];
    expect(sheetFilterKeys(category)).toContain(key);
    render(<FilterControl filter={key} value={undefined} onChange={() => {}} category={category} idPrefix="t" />);
    expect(screen.getAllByText(FILTERS[key].label).length).toBeGreaterThan(0);
  });

  it('offers the types of the chosen category only, as checkboxes', () => {
    const onChange = vi.fn();
    render(<FilterControl filter="schoolType" value={['非牟利']} onChange={onChange} category="幼稚園" idPrefix="t" />);
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.value)).toEqual(['非牟利', '私立']);
    fireEvent.click(boxes[1]!);
    expect(onChange).toHaveBeenLastCalledWith(['非牟利', '私立']);
    fireEvent.click(boxes[0]!);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('offers fee amounts and maps 不限 to no filter', () => {
    const onChange = vi.fn();
    render(<FilterControl filter="maxFee" value={30000} onChange={onChange} category={undefined} idPrefix="t" />);
    const select = screen.getByLabelText('全年學費上限') as HTMLSelectElement;
    expect(select.value).toBe('30000');
    fireEvent.change(select, { target: { value: 'all' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    fireEvent.change(select, { target: { value: '0' } });
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('hides the filters of other categories from the sheet', () => {
    expect(sheetFilterKeys('小學')).not.toContain('k1Vacancy');
    expect(sheetFilterKeys(undefined)).toEqual(['district', 'schoolCategory', 'schoolType', 'religiousAffiliation', 'gender', 'maxFee']);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterFields } from './filter-fields.tsx';

afterEach(cleanup);

describe('FilterFields', () => {
  it('offers the types of the chosen category only', () => {
    render(<FilterFields values={{ schoolCategory: '幼稚園' }} onChange={() => {}} />);
    const options = within(screen.getByLabelText('學校類型')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['全部類型', '非牟利', '私立']);
  });

  it('resets a type the new category does not allow and keeps the typed name', () => {
    const onChange = vi.fn();
    render(<FilterFields values={{ schoolType: '官立', district: '沙田區' }} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('學校名稱'), { target: { value: ' 聖保羅 ' } });
    fireEvent.change(screen.getByLabelText('學校類別'), { target: { value: '幼稚園' } });
    expect(onChange).toHaveBeenCalledWith({ name: '聖保羅', district: '沙田區', schoolCategory: '幼稚園', schoolType: undefined });
  });

  it('keeps an allowed type when the category changes', () => {
    const onChange = vi.fn();
    render(<FilterFields values={{ schoolType: '資助' }} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('學校類別'), { target: { value: '中學' } });
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ schoolCategory: '中學', schoolType: '資助' }));
  });

  it('searches by name on Enter (form submit) and maps all to undefined', () => {
    const onChange = vi.fn();
    render(<FilterFields values={{ district: '東區' }} onChange={onChange} showGender />);
    fireEvent.change(screen.getByLabelText('學校名稱'), { target: { value: '英華' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(onChange).toHaveBeenLastCalledWith({ district: '東區', name: '英華' });
    fireEvent.change(screen.getByLabelText('地區'), { target: { value: 'all' } });
    expect(onChange).toHaveBeenLastCalledWith({ district: undefined, name: '英華' });
    expect(screen.getByLabelText('學生性別')).toBeTruthy();
    expect(screen.queryByLabelText('宗教')).toBeNull();
  });

  it('keeps the placeholder short and gives the instruction as a visible description', () => {
    render(<FilterFields values={{}} onChange={() => {}} idPrefix="map" />);
    const box = screen.getByLabelText('學校名稱');
    expect(box.getAttribute('placeholder')).toBe('輸入校名');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toContain('按 Enter');
  });
});

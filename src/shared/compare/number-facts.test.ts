import { describe, expect, it } from 'vitest';
import { median, numberFactsOf } from './number-facts.ts';

describe('number facts', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('gives each category its facts', () => {
    expect(numberFactsOf('幼稚園')).toEqual(['annualFee', 'childCareHalfDay', 'childCareWholeDay', 'registrationHalfDay', 'registrationWholeDay', 'classroomCount']);
    expect(numberFactsOf('小學')).toEqual(['annualFee', 'classroomCount', 'assessmentsP2to6', 'p1Classes']);
    expect(numberFactsOf('中學')).toEqual(['annualFee', 'classroomCount', 's1Classes']);
  });
});

import { describe, expect, it } from 'vitest';
import { feeCell } from './fee-cell.ts';

describe('feeCell', () => {
  it.each([
    ['$970 ', 970],
    ['$1,570 ', 1570],
    ['$0 ', 0],
    ['45264', 45264],
  ])('reads the plain amount %j as %d, with no text', (cell, amount) => {
    expect(feeCell(cell)).toEqual({ amount, text: null, max: null });
  });

  it.each(['-', '', '沒有此項目', '沒有資料', undefined])('reads the missing marker %j as nothing', (cell) => {
    expect(feeCell(cell)).toEqual({ amount: null, text: null, max: null });
  });

  it('keeps one amount with a class note as written, with that amount', () => {
    expect(feeCell('$28,600 (K1-2)')).toEqual({ amount: 28600, text: '$28,600 (K1-2)', max: null });
    expect(feeCell('$41,300 (K2-3)')).toEqual({ amount: 41300, text: '$41,300 (K2-3)', max: null });
  });

  it('reads a range as its lower end, and its upper end as max', () => {
    expect(feeCell('$1,100-1,500')).toEqual({ amount: 1100, text: '$1,100-1,500', max: 1500 });
    expect(feeCell('$1,100 - $1,500')).toEqual({ amount: 1100, text: '$1,100 - $1,500', max: 1500 });
  });

  it('reads amounts per class or stream as lowest and highest', () => {
    expect(feeCell('$800 (半日班); $1,000 (全日班)')).toEqual({ amount: 800, text: '$800 (半日班); $1,000 (全日班)', max: 1000 });
    const streams = '$40 (本地課程 Local classes)  $500 (國際班 International classes)';
    expect(feeCell(streams)).toEqual({ amount: 40, text: streams, max: 500 });
  });

  it('keeps text that names no dollar amount as text only', () => {
    expect(feeCell('按月收費')).toEqual({ amount: null, text: '按月收費', max: null });
  });
});

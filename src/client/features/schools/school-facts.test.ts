// The facts on a result card, in both languages: the vocabulary's labels, the filters' own facts, a name the data
// gives in Chinese only kept apart from the words around it.
import { describe, expect, it } from 'vitest';
import { loadTexts } from '../../../shared/i18n/catalogue.ts';
import type { AdditionalInfo, School } from '../../../shared/schemas.ts';
import { factsOf } from './school-facts.tsx';
import { schoolsTexts } from './schools.texts.ts';

const school = (fields: Partial<School>, info: AdditionalInfo = {}): School =>
  ({ schoolCategory: '幼稚園', financialType: null, sessions: [], ...fields, additionalInfo: info }) as School;

const zh = await loadTexts(schoolsTexts, 'zh-HK');
const en = await loadTexts(schoolsTexts, 'en');

const kindergarten = school(
  { financialType: '有參加', sessions: ['上午', '下午'] },
  { vacancy: { k1: 'Y' } as AdditionalInfo['vacancy'], kgFees: { childCareHalfDay: 41200, childCareWholeDay: null } as AdditionalInfo['kgFees'], noPenWritingK1: true },
);
const primary = school(
  { schoolCategory: '小學' },
  { schoolNet: '91', teachingLanguage: '中文（包括：普通話）', feederSecondarySchool: '某中學', linkedSecondarySchool: '另一中學', assessments: { testsP2to6: 1, examsP2to6: 2 } as AdditionalInfo['assessments'] },
);

describe('factsOf', () => {
  it('gives a kindergarten its scheme, K1 places, sessions and fee; the pen-writing fact only under its filter', () => {
    expect(factsOf(kindergarten, zh, 'zh-HK').map((f) => f.text)).toEqual(['參加幼稚園教育計劃', 'K1 有學位', '上午、下午', '2至3歲班 HK$41,200 起']);
    expect(factsOf(kindergarten, en, 'en', { noPenWriting: true }).map((f) => f.text)).toEqual([
      'In the Kindergarten Education Scheme',
      'K1: Places available',
      'A.M., P.M.',
      'No pen writing asked of K1 children',
      'Ages 2 to 3 from HK$41,200',
    ]);
  });

  it('gives a primary school its net, linked schools and teaching language by the vocabulary; assessments under their filter', () => {
    expect(factsOf(primary, zh, 'zh-HK', { maxAssessments: 3 }).map((f) => f.text)).toEqual([
      '91 校網',
      '直屬中學、聯繫中學',
      '中文（包括：普通話）',
      '二至六年級每年測考 3 次',
    ]);
    expect(factsOf(primary, en, 'en').map((f) => f.text)).toEqual([
      'School net 91',
      'Feeder secondary school, Linked secondary school',
      'Chinese (including Putonghua)',
    ]);
    expect(factsOf(school({ schoolCategory: '小學' }), en, 'en').map((f) => f.text)).toEqual(['In no school net']);
  });

  it("keeps a secondary school's through-train primary school, a Chinese name, apart from the words", () => {
    const secondary = school({ schoolCategory: '中學' }, { throughTrainPrimary: '聖保羅男女中學附屬小學' });
    expect(factsOf(secondary, en, 'en')).toEqual([{ text: 'Through-train primary school: ', data: '聖保羅男女中學附屬小學' }]);
    expect(factsOf(secondary, zh, 'zh-HK')).toEqual([{ text: '一條龍小學：', data: '聖保羅男女中學附屬小學' }]);
  });
});

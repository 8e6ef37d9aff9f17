import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { PlaceBarTexts } from './place-bar.texts.ts';

const texts: Translation<PlaceBarTexts> = {
  open: 'Search by place (near me, MTR station, address)',
  loading: 'Loading…',
  chosenPlace: 'Chosen place',
  homeHeading: 'Find schools nearby',
  homeIntro: 'Start from your home, an MTR station, a district or an address to see the schools nearby and the school nets there.',
};
export default texts;

import { CONTACT_EMAIL, MAX_COMPARE } from '../../../shared/constants.ts';
import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { ContactTexts } from './contact.texts.ts';

const en: Translation<ContactTexts> = {
  heading: 'Contact us',
  intro: 'For questions and suggestions, or if you find a mistake in the data, please email us.',
  email: 'Email',
  faq: 'Frequently asked questions',
  compareQuestion: 'How do I compare schools?',
  compareAnswer: `Press "Add to comparison" on the school list or on a school's page: you can add up to ${MAX_COMPARE} schools. With two or more chosen, press "Compare" at the bottom of the screen to see them side by side.`,
  sourceQuestion: 'Where does the school data come from?',
  sourceAnswer:
    "From the open data of the Education Bureau (EDB) and the Committee on Home-School Co-operation (CHSC), refreshed regularly. For the latest and official information, rely on the school's or the EDB's own announcements.",
  errorQuestion: 'How do I report a mistake in a school’s data?',
  errorAnswer: `Email ${CONTACT_EMAIL} with the school's name and the correct information: we will check it and correct it as soon as we can.`,
};
export default en;

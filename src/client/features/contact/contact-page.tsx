import { CONTACT_EMAIL } from '../../../shared/constants.ts';
import { Icon } from '../../components/icons.tsx';
import { useTexts } from '../../lib/use-texts.ts';
import { contactTexts } from './contact.texts.ts';

export function ContactPage() {
  const t = useTexts(contactTexts);
  const faq = [
    [t.compareQuestion, t.compareAnswer],
    [t.sourceQuestion, t.sourceAnswer],
    [t.errorQuestion, t.errorAnswer],
  ];
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{t.heading}</h1>
        <p className="mt-2 text-slate-700">{t.intro}</p>
      </div>
      <section aria-labelledby="email-heading" className="flex items-center gap-4 rounded-xl border border-border bg-white p-6 shadow-sm">
        <span className="grid size-12 place-items-center rounded-xl bg-primary-light text-primary">
          <Icon name="mail" className="size-6" />
        </span>
        <div>
          <h2 id="email-heading" className="font-semibold text-slate-900">{t.email}</h2>
          <a href={`mailto:${CONTACT_EMAIL}`} className="rounded text-lg font-medium break-all text-primary underline underline-offset-4">
            {CONTACT_EMAIL}
          </a>
        </div>
      </section>
      <section aria-labelledby="faq-heading" className="flex flex-col gap-3">
        <h2 id="faq-heading" className="text-2xl font-bold text-slate-900">{t.faq}</h2>
        {faq.map(([question, answer]) => (
          <details key={question} className="group rounded-xl border border-border bg-white shadow-sm">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl p-5 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              {question}
              <Icon name="add" className="size-5 text-primary transition-transform group-open:rotate-45" />
            </summary>
            <p className="px-5 pb-5 text-slate-700">{answer}</p>
          </details>
        ))}
      </section>
    </div>
  );
}

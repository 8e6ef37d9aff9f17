import { CONTACT_EMAIL, MAX_COMPARE } from '../../../shared/constants.ts';
import { Icon } from '../../components/icons.tsx';

const FAQ = [
  {
    question: '如何使用學校比較功能？',
    answer: `在學校列表或學校詳細資料頁按「加入比較」，最多可加入 ${MAX_COMPARE} 間學校。選擇兩間或以上學校後，按畫面下方的「開始比較」按鈕，即可並排比較各校資料。`,
  },
  {
    question: '學校資料從何而來？',
    answer: '學校資料來自教育局（EDB）及家庭與學校合作事宜委員會（CHSC）的公開資料，並會定期更新。如需最新及正式資料，請以學校或教育局公布為準。',
  },
  {
    question: '發現學校資料有錯誤，應如何報告？',
    answer: `請發送電郵至 ${CONTACT_EMAIL}，註明學校名稱及正確資料，我們核實後會盡快更正。`,
  },
];

export function ContactPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">聯絡我們</h1>
        <p className="mt-2 text-slate-700">如有任何查詢、建議或發現資料錯誤，歡迎電郵聯絡我們。</p>
      </div>
      <section aria-labelledby="email-heading" className="flex items-center gap-4 rounded-xl border border-border bg-white p-6 shadow-sm">
        <span className="grid size-12 place-items-center rounded-xl bg-primary-light text-primary">
          <Icon name="mail" className="size-6" />
        </span>
        <div>
          <h2 id="email-heading" className="font-semibold text-slate-900">電郵</h2>
          <a href={`mailto:${CONTACT_EMAIL}`} className="rounded text-lg font-medium break-all text-primary underline underline-offset-4">
            {CONTACT_EMAIL}
          </a>
        </div>
      </section>
      <section aria-labelledby="faq-heading" className="flex flex-col gap-3">
        <h2 id="faq-heading" className="text-2xl font-bold text-slate-900">常見問題</h2>
        {FAQ.map((item) => (
          <details key={item.question} className="group rounded-xl border border-border bg-white shadow-sm">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl p-5 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              {item.question}
              <Icon name="add" className="size-5 text-primary transition-transform group-open:rotate-45" />
            </summary>
            <p className="px-5 pb-5 text-slate-700">{item.answer}</p>
          </details>
        ))}
      </section>
    </div>
  );
}

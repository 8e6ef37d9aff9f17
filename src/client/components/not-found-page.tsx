import { ButtonLink } from './button.tsx';

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="text-slate-700">找不到你要瀏覽的頁面，網址可能有誤或頁面已被移除。你可以返回首頁或搜尋學校。</p>
      <div className="flex gap-3">
        <ButtonLink to="/">返回首頁</ButtonLink>
        <ButtonLink to="/schools" variant="secondary">搜尋學校</ButtonLink>
      </div>
    </div>
  );
}

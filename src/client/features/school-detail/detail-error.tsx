import { ButtonLink } from '../../components/button.tsx';
import { Icon } from '../../components/icons.tsx';

/** Error or unknown id (including non-numeric ids): SPEC §8 message with a way back. */
export function DetailError() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <Icon name="warning" className="size-10 text-danger" />
      <h1 className="text-2xl font-bold text-slate-900">找不到學校資料</h1>
      <p role="alert" className="text-slate-700">無法載入學校資料，請稍後再試或返回學校列表</p>
      <ButtonLink to="/schools">返回學校列表</ButtonLink>
    </div>
  );
}

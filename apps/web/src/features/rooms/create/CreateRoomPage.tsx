import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../../lib/navigation/index.ts';
import { CreateRoomForm } from './CreateRoomForm.tsx';

/** `/createRoom` (spec 000 §2): the creation form as a page; the new room opens next. */
export function CreateRoomPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-8">
      <title>{t('app.documentTitle', { page: t('pages.createRoom') })}</title>
      <h1 className="text-2xl font-semibold">{t('pages.createRoom')}</h1>
      <CreateRoomForm onCreated={(room) => navigate(`/room/${room.slug}`)} />
    </div>
  );
}

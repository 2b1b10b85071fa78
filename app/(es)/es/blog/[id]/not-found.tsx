import * as english from '@/app/(en)/(site)/blog/[id]/not-found';
import { inLocale } from '@/lib/i18n/request';

// The Spanish twin of app/(en)/(site)/blog/[id]/not-found.tsx: the same page, read from content/es/.
export default inLocale('es', english.default);

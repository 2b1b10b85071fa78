import * as english from '@/app/(en)/(site)/layout';
import { inLocale } from '@/lib/i18n/request';

// The Spanish site's header and footer: app/(en)/(site)/layout.tsx in Spanish.
export default inLocale('es', english.default);

import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/');

export default function HomePage() {
  return <h1>Transparent, Customer-Focused Merchant Services</h1>;
}

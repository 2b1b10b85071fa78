import Link from '@/components/ui/link';
import { getPage } from '@/lib/content/page';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';

export default async function BlogPostNotFound() {
  const {
    article: { notFound: words },
  } = (await getPage('blog')).data;
  return (
    <Container className="py-20 sm:py-28">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-h1 font-extrabold">{words.title}</h1>
        <p className="mt-5 text-lg text-slate-600">{words.text}</p>
        <Link
          href="/blog"
          className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
        >
          <Icon name="arrow-left" className="h-4 w-4" /> {words.back}
        </Link>
      </div>
    </Container>
  );
}

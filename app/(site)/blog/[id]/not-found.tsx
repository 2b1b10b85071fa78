import Link from 'next/link';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';

export default function BlogPostNotFound() {
  return (
    <Container className="py-20 sm:py-28">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-h1 font-extrabold">Blog Post Not Found</h1>
        <p className="mt-5 text-lg text-slate-600">
          The article you&apos;re looking for doesn&apos;t exist or has been moved.
        </p>
        <Link
          href="/blog"
          className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
        >
          <Icon name="arrow-left" className="h-4 w-4" /> Return to Blog
        </Link>
      </div>
    </Container>
  );
}

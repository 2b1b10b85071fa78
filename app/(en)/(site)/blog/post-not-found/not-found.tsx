// After hydration the page's notFound() signal shows this segment's boundary: the same view as for /blog/[id].
export { default } from '../[id]/not-found';

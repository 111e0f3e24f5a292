import { Link } from 'wouter';
import { directionOfContent, type ArticleSummary } from './content-files.ts';
import { ArticleMeta } from './article-meta.tsx';

/** One article on the blog's or tutorials' index: the whole card opens it. */
export function ArticleCard({ article, href }: { article: ArticleSummary; href: string }) {
  return (
    <Link
      href={href}
      lang={article.language}
      dir={directionOfContent(article.language)}
      className="group flex h-full flex-col gap-2 rounded-lg border bg-card p-5 text-card-foreground shadow-sm outline-none transition-colors hover:border-primary/50 hover:bg-accent/30 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <h2 className="text-lg leading-snug font-semibold group-hover:text-primary">
        {article.meta.title}
      </h2>
      <p className="text-sm leading-6 text-muted-foreground">{article.meta.description}</p>
      <ArticleMeta meta={article.meta} className="mt-auto pt-2" />
    </Link>
  );
}

import { cn } from '../../../lib/cn';
import { PROSE } from './blog-format';

/**
 * A post's or page's body. `html` is the server's sanitised HTML (features/cms/safe-html.ts, applied
 * again as it left the server): the only HTML the public site renders as markup.
 */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return <div className={cn(PROSE, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

import { MessageCircle, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ChatRow } from './chat-row';
import { ListError, ListLoading, LoadMore, type ListQuery } from './list-states';

/** The Chats tab: accepted connections, newest activity first. */
export function ChatList({ query }: { query: ListQuery }) {
  const { t } = useTranslation('connections');
  if (query.isPending) return <ListLoading />;
  if (query.isError) return <ListError query={query} />;
  const chats = query.data.pages.flatMap((page) => page.connections).filter((c) => c.status === 'accepted');
  if (chats.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border bg-card px-6 py-12 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary-strong">
          <MessageCircle className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold">{t('messages.emptyChats')}</h2>
        <p className="max-w-sm text-sm text-muted-foreground">{t('messages.emptyChatsText')}</p>
        <Button asChild>
          <Link to="/matches">
            <Search aria-hidden="true" />
            {t('messages.findMatches')}
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <ul className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-card">
        {chats.map((connection) => (
          <li key={connection.id}>
            <ChatRow connection={connection} />
          </li>
        ))}
      </ul>
      <LoadMore query={query} />
    </div>
  );
}

import {
  ArrowLeft,
  BookOpen,
  Heart,
  HelpCircle,
  House,
  LogIn,
  Mail,
  MessageCircle,
  Search,
  Sparkles,
  Star,
  UserRound,
} from 'lucide-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { PageContainer } from '../../components/ui/page-container';
import { useAuth } from '../../lib/auth';

type Destination = { key: string; to: string; icon: ReactElement };

const MEMBER_LINKS = [
  { key: 'dashboard', to: '/', icon: <House /> },
  { key: 'browse', to: '/browse', icon: <Search /> },
  { key: 'matches', to: '/matches', icon: <Sparkles /> },
  { key: 'messages', to: '/messages', icon: <MessageCircle /> },
  { key: 'profile', to: '/profile', icon: <UserRound /> },
] as const satisfies Destination[];

const VISITOR_LINKS = [
  { key: 'about', to: '/about', icon: <Heart /> },
  { key: 'howItWorks', to: '/how-it-works', icon: <BookOpen /> },
  { key: 'stories', to: '/success-stories', icon: <Star /> },
  { key: 'faq', to: '/faq', icon: <HelpCircle /> },
  { key: 'contact', to: '/contact', icon: <Mail /> },
  { key: 'signIn', to: '/auth', icon: <LogIn /> },
] as const satisfies Destination[];

/**
 * Any unknown path (and screens that have not arrived yet), inside the site's layout, so its header is
 * there. Says so, offers Back (when this tab has an earlier page of ours) and Home, and the main
 * places for whoever is looking: a member's screens, or a visitor's information pages and sign-in.
 */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  const { user } = useAuth();
  const navigate = useNavigate();
  // 'default' is the key of the first entry this app created: Back would leave the site.
  const canGoBack = useLocation().key !== 'default';
  const links = user
    ? MEMBER_LINKS.map((link) => ({ ...link, label: t(`notFound.member.${link.key}`) }))
    : VISITOR_LINKS.map((link) => ({ ...link, label: t(`notFound.visitor.${link.key}`) }));

  return (
    <PageContainer className="flex-1 place-content-center justify-items-center gap-8 py-12 text-center sm:py-16">
      <div className="grid justify-items-center gap-4">
        <h1 className="flex flex-col items-center gap-2">
          <span className="text-6xl font-bold tracking-tight text-primary">{t('notFound.code')}</span>
          <span className="text-xl font-medium text-foreground">{t('notFound.title')}</span>
        </h1>
        <p className="max-w-md text-pretty text-muted-foreground">{t('notFound.text')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          {canGoBack ? (
            <Button variant="outline" onClick={() => void navigate(-1)}>
              <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
              {t('notFound.back')}
            </Button>
          ) : null}
          <Button asChild>
            <Link to="/">{t('notFound.home')}</Link>
          </Button>
        </div>
      </div>
      <nav aria-labelledby="not-found-links" className="grid w-full max-w-2xl gap-3">
        <h2 id="not-found-links" className="text-sm font-semibold text-muted-foreground">
          {t('notFound.linksTitle')}
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {links.map(({ key, to, icon, label }) => (
            <li key={key}>
              <Link
                to={to}
                className="flex h-full items-center gap-3 rounded-lg border border-border bg-card px-4 py-3 text-start text-sm font-medium shadow-sm transition-colors outline-none hover:border-primary/40 hover:bg-primary-soft/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-primary"
              >
                {/* The icon is decoration: the link is named by its text. */}
                <span aria-hidden="true" className="contents">
                  {icon}
                </span>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageContainer>
  );
}

import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '../../components/ui/card';
import { NewPasswordForm } from './components/new-password-form';
import { RequestResetForm } from './components/request-reset-form';

/**
 * /reset-password: without a token, ask for the e-mail; with ?token=, choose the new password;
 * with ?error= (the server's verdict on the e-mailed link), say the link is dead and offer a new one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const error = params.get('error');

  const mode = error !== null ? 'invalid' : token ? 'choose' : 'request';
  const title = mode === 'choose' ? t('reset.newTitle') : t('reset.requestTitle');

  return (
    <Card className="w-full">
      <CardHeader className="text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-primary-strong">{title}</h1>
        {mode === 'request' ? <CardDescription>{t('reset.requestText')}</CardDescription> : null}
        {mode === 'choose' ? <CardDescription>{t('reset.newText')}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {mode === 'invalid' ? (
          <div role="alert" className="flex flex-col items-center gap-4 text-center">
            <TriangleAlert className="size-8 text-accent" aria-hidden="true" />
            <p>{t('reset.invalidLink')}</p>
            <Button asChild variant="outline">
              <Link to="/reset-password" replace>
                {t('reset.requestNew')}
              </Link>
            </Button>
          </div>
        ) : null}
        {mode === 'request' ? <RequestResetForm /> : null}
        {mode === 'choose' && token ? <NewPasswordForm token={token} /> : null}
      </CardContent>
      <CardFooter className="justify-center">
        <Link
          to="/auth"
          className="rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t('reset.backToSignIn')}
        </Link>
      </CardFooter>
    </Card>
  );
}

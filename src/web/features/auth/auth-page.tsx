import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useAuth } from '../../lib/auth';
import { hasProfileBasics } from '../../../shared/rules/profile-basics';
import { SignInForm } from './components/sign-in-form';
import { SignUpForm } from './components/sign-up-form';
import { redirectTarget } from './redirect-target';
import { useVerificationToast } from './use-verification-toast';

type Tab = 'sign-in' | 'sign-up';

/**
 * /auth: Sign In and Sign Up tabs; a signed-in visitor is sent on to / (or to the page they came for),
 * or to /complete-profile while their profile lacks the basics.
 */
export function AuthPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const { user, role, accountKind, profile, loading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('sign-in');
  const [signedUpEmail, setSignedUpEmail] = useState('');
  useVerificationToast(loading ? 'loading' : user ? 'signed-in' : 'signed-out');

  // A member without the basics (name, gender, date of birth) starts with them: nothing else works yet.
  // Staff accounts run the site and need no profile; nor do guardian accounts (their home is /guardian).
  const needsBasics = role === 'user' && accountKind !== 'guardian' && !hasProfileBasics(profile);
  const target = needsBasics ? '/complete-profile' : redirectTarget(location.state);
  if (user) return <Navigate to={target} replace />;

  return (
    <Card className="w-full">
      <CardHeader className="text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-primary-strong">{t('page.title')}</h1>
        <CardDescription>{t('page.subtitle')}</CardDescription>
      </CardHeader>
      <CardContent>
        {loading ? (
          <p role="status" className="py-6 text-center text-sm text-muted-foreground">
            {tc('loading')}
          </p>
        ) : (
          <Tabs value={tab} onValueChange={(value) => setTab(value === 'sign-up' ? 'sign-up' : 'sign-in')}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="sign-in">{t('tabs.signIn')}</TabsTrigger>
              <TabsTrigger value="sign-up">{t('tabs.signUp')}</TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in">
              <SignInForm
                key={signedUpEmail}
                defaultEmail={signedUpEmail}
                onSignedIn={() => void navigate(target, { replace: true })}
              />
            </TabsContent>
            <TabsContent value="sign-up">
              <SignUpForm
                onSignedUp={(email) => {
                  setSignedUpEmail(email);
                  setTab('sign-in');
                }}
              />
            </TabsContent>
          </Tabs>
        )}
      </CardContent>
    </Card>
  );
}

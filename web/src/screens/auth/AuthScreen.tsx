import { Suspense, lazy, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  CardContent,
  ChartIcon,
  DocumentIcon,
  Spinner,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  UsersIcon,
} from '@workbench/ui-kit';
import { LoginForm } from '../../forms/LoginForm.tsx';
import { fieldIssues } from '../../api/client.ts';
import { loginFailure, registerFailure, useLogin, useRegister } from '../../auth/session.ts';
import { demoLoginsQueryOptions, invitationQueryOptions, signInProvidersQueryOptions } from '../../queries/auth.queries.ts';
import { BrandMark } from '../../shell/BrandMark.tsx';
import * as styles from './AuthScreen.css.ts';

// Most visitors only sign in: the registration form (and its role picker) loads when its tab opens.
const RegisterForm = lazy(() => import('../../forms/RegisterForm.tsx').then((m) => ({ default: m.RegisterForm })));

const SELLING_POINTS = [
  {
    icon: <DocumentIcon />,
    title: 'Document Intelligence',
    text: 'Automatically extract key information from documents',
  },
  {
    icon: <UsersIcon />,
    title: 'Role-Based Access',
    text: 'Different views for brokers, managers, customers and insurers',
  },
  {
    icon: <ChartIcon />,
    title: 'Risk Visualization',
    text: 'Comprehensive risk profiles and real-time data analysis',
  },
];

interface AuthScreenProps {
  redirectTo?: string;
  /** The token of a portal invitation: the page opens on Register and sends it with the registration. */
  invitation?: string;
  onDropInvitation?: () => void;
  /** Why a sign-in at the firm's identity provider was turned back. */
  providerError?: string;
}

/** Sign-in and registration; an invitation link opens the registration. */
export function AuthScreen({ redirectTo, invitation, onDropInvitation, providerError }: AuthScreenProps) {
  const [tab, setTab] = useState<string>(invitation ? 'register' : 'login');
  const loginMutation = useLogin(redirectTo);
  const registerMutation = useRegister(redirectTo);
  // The installation says which demo accounts it has (none without demo data); a failure shows none.
  const demoLogins = useQuery(demoLoginsQueryOptions()).data ?? [];
  const providers = useQuery(signInProvidersQueryOptions()).data;
  // The invitation is looked at as the page opens, so the form starts filled in, or says at once that the
  // link was used; if the look-up itself fails, the form opens empty and registration still checks it.
  const invited = useQuery({ ...invitationQueryOptions(invitation ?? ''), enabled: !!invitation });
  const refused =
    registerMutation.isError && registerMutation.variables
      ? { values: registerMutation.variables, issues: fieldIssues(registerMutation.error) }
      : undefined;

  return (
    <div className={styles.page}>
      <aside className={styles.marketing} aria-label="About Workbench">
        <BrandMark inverse />
        <div className={styles.pitch}>
          <h2 className={styles.headline}>Simplify Your Insurance Workflow</h2>
          <p className={styles.lede}>
            One workbench for submissions, underwriting and your clients, from first document to final decision.
          </p>
          <ul className={styles.points}>
            {SELLING_POINTS.map((point) => (
              <li key={point.title} className={styles.point}>
                <span className={styles.pointIcon}>{point.icon}</span>
                <span>
                  <strong className={styles.pointTitle}>{point.title}</strong>
                  <span className={styles.pointText}>{point.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <p className={styles.footnote}>Runs on your premises. Your documents never leave your network.</p>
      </aside>

      <main className={styles.formSide}>
        <div className={styles.formColumn}>
          <div className={styles.compactBrand}>
            <BrandMark />
          </div>
          <header className={styles.header}>
            <h1 className={styles.title}>{tab === 'login' ? 'Login' : 'Create your account'}</h1>
            <p className={styles.subtitle}>
              {tab === 'login'
                ? 'Log in to continue to your workbench.'
                : invitation
                  ? 'Register to follow your insurance in the customer portal.'
                  : 'Register to start managing submissions.'}
            </p>
          </header>
          <Card>
            <CardContent className={styles.cardBody}>
              <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(String(key))}>
                <TabList aria-label="Login or register" className={styles.tabList}>
                  <Tab id="login">Login</Tab>
                  <Tab id="register">Register</Tab>
                </TabList>
                <TabPanel id="login" className={styles.panel}>
                  {providerError ? (
                    <Alert variant="destructive" title="Sign-in not completed" className={styles.providerError}>
                      {providerError}
                    </Alert>
                  ) : null}
                  {providers?.oidc ? (
                    <div className={styles.providers}>
                      {/* A full page load: the provider's page is not part of this app. */}
                      <Button variant="outline" fullWidth onPress={() => window.location.assign(providers.oidc!.startUrl)}>
                        Sign in with {providers.oidc.name}
                      </Button>
                      <p className={styles.divider}>or with your username and password</p>
                    </div>
                  ) : null}
                  {providers?.directory ? (
                    <p className={styles.directoryHint}>Staff: use your {providers.directory.name} username and password.</p>
                  ) : null}
                  <LoginForm
                    isPending={loginMutation.isPending}
                    error={loginMutation.isError ? loginFailure(loginMutation.error) : undefined}
                    onSubmit={(values) => loginMutation.mutateAsync(values).catch(() => undefined)}
                  />
                </TabPanel>
                <TabPanel id="register" className={styles.panel}>
                  <Suspense fallback={<Spinner label="Loading the registration form" />}>
                    {invitation && invited.isPending ? (
                      <Spinner label="Checking your invitation" />
                    ) : (
                      <RegisterForm
                        invited={invitation ? invited.data : undefined}
                        onSignIn={() => setTab('login')}
                        isPending={registerMutation.isPending}
                        error={registerMutation.isError ? registerFailure(registerMutation.error) : undefined}
                        refused={refused}
                        invitation={invitation}
                        onDropInvitation={onDropInvitation}
                        onSubmit={(values) => registerMutation.mutateAsync(values).catch(() => undefined)}
                      />
                    )}
                  </Suspense>
                </TabPanel>
              </Tabs>
            </CardContent>
          </Card>
          {demoLogins.length > 0 ? (
            <section className={styles.demo} aria-labelledby="demo-logins">
              <h2 id="demo-logins" className={styles.demoTitle}>
                Demo logins
              </h2>
              <dl className={styles.demoList}>
                {demoLogins.map((demo) => (
                  <div key={demo.username} className={styles.demoRow}>
                    <dt className={styles.demoRole}>{demo.label}</dt>
                    <dd className={styles.demoCredentials}>
                      <code>{demo.username}</code> / <code>{demo.password}</code>
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
        </div>
      </main>
    </div>
  );
}

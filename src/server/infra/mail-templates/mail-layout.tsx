import type { CSSProperties, ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { COLORS, FONT, SITE_NAME } from './theme.ts';

export type MailLink = { label: string; url: string };

/** The site footer's blurb (web: site/i18n/footer), so a mail reads like the site that sent it. */
const BLURB =
  'Mithaq helps Muslim singles and their families find a spouse with dignity and privacy, with faith at the heart of every step.';

const body: CSSProperties = {
  margin: 0,
  padding: '24px 12px',
  backgroundColor: COLORS.page,
  fontFamily: FONT,
};
const container: CSSProperties = { width: '100%', maxWidth: '560px', margin: '0 auto' };
const brand: CSSProperties = {
  margin: '0 0 16px',
  fontSize: '20px',
  lineHeight: '32px',
  fontWeight: 600,
  color: COLORS.primaryStrong,
};
// The web's logo tile (app/layouts/brand.tsx) as text: images are often blocked until the reader allows them.
const mark: CSSProperties = {
  display: 'inline-block',
  width: '32px',
  height: '32px',
  marginRight: '8px',
  borderRadius: '8px',
  backgroundColor: COLORS.primary,
  color: '#ffffff',
  fontSize: '18px',
  lineHeight: '32px',
  textAlign: 'center',
  verticalAlign: 'top',
};
const card: CSSProperties = {
  backgroundColor: COLORS.card,
  border: `1px solid ${COLORS.border}`,
  borderTop: `4px solid ${COLORS.accent}`,
  borderRadius: '12px',
  padding: '32px 28px',
};
const footerText: CSSProperties = {
  margin: '0 0 8px',
  fontSize: '13px',
  lineHeight: '20px',
  color: COLORS.muted,
  textAlign: 'center',
};
const footerLink: CSSProperties = { color: COLORS.primary, textDecoration: 'underline' };

type Props = {
  /** The inbox's one-line preview. */
  preview: string;
  /** The site's address in a mail to a member: the brand links to it, the site's blurb follows the card. */
  siteUrl?: string | undefined;
  children: ReactNode;
  /** Links above the blurb (a newsletter's unsubscribe link). */
  footerLinks?: MailLink[] | undefined;
};

/** The brand, then one white card on the site's stone background; a member's mail ends with the site's blurb. */
export function MailLayout({ preview, siteUrl, children, footerLinks = [] }: Props) {
  const name = (
    <>
      <span style={mark}>M</span>
      {SITE_NAME}
    </>
  );
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Section>
            <Text style={brand}>
              {siteUrl ? (
                <Link href={siteUrl} style={{ color: COLORS.primaryStrong, textDecoration: 'none' }}>
                  {name}
                </Link>
              ) : (
                name
              )}
            </Text>
          </Section>
          <Section style={card}>{children}</Section>
          {siteUrl ? (
            <Section style={{ padding: '20px 12px 0' }}>
              {footerLinks.map((link) => (
                <Text key={link.url} style={footerText}>
                  <Link href={link.url} style={footerLink}>
                    {link.label}
                  </Link>
                </Text>
              ))}
              <Text style={footerText}>{BLURB}</Text>
              <Text style={footerText}>
                <Link href={siteUrl} style={footerLink}>
                  {new URL(siteUrl).host}
                </Link>
              </Text>
            </Section>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

import type { CSSProperties } from 'react';
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Link } from '@react-email/link';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { MailMessage } from '../mail.ts';
import { MailLayout, type MailLink } from './mail-layout.tsx';
import { COLORS, headingStyle, paragraphStyle, SITE_NAME, smallStyle } from './theme.ts';

/** A mail that asks the member to do one thing: the same words make its HTML and its text part. */
export type ActionMailContent = {
  subject: string;
  /** The inbox's one-line preview. */
  preview: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  action: MailLink;
  /** Why the reader may ignore it. */
  note: string;
  /** Below the card (a newsletter's unsubscribe link). */
  footerLinks?: MailLink[];
};

const button: CSSProperties = {
  display: 'inline-block',
  padding: '12px 24px',
  borderRadius: '8px',
  backgroundColor: COLORS.primary,
  color: '#ffffff',
  fontSize: '16px',
  lineHeight: '24px',
  fontWeight: 600,
  textDecoration: 'none',
};
const fallbackLink: CSSProperties = { color: COLORS.primary, wordBreak: 'break-all' };

function ActionMail({ content, siteUrl }: { content: ActionMailContent; siteUrl: string }) {
  const { action } = content;
  return (
    <MailLayout preview={content.preview} siteUrl={siteUrl} footerLinks={content.footerLinks}>
      <Heading as="h1" style={headingStyle}>
        {content.heading}
      </Heading>
      <Text style={paragraphStyle}>{content.greeting}</Text>
      {content.paragraphs.map((text) => (
        <Text key={text} style={paragraphStyle}>
          {text}
        </Text>
      ))}
      <Section style={{ margin: '8px 0 24px' }}>
        <Button href={action.url} style={button}>
          {action.label}
        </Button>
      </Section>
      <Text style={smallStyle}>
        If the button does not work, copy this address into your browser:
        <br />
        <Link href={action.url} style={fallbackLink}>
          {action.url}
        </Link>
      </Text>
      <Hr style={{ margin: '24px 0 16px', borderColor: COLORS.border }} />
      <Text style={{ ...smallStyle, margin: 0 }}>{content.note}</Text>
    </MailLayout>
  );
}

function actionText(content: ActionMailContent, siteUrl: string): string {
  const footer = (content.footerLinks ?? []).map((link) => `${link.label}: ${link.url}\n\n`).join('');
  return [
    `${content.greeting}\n\n`,
    ...content.paragraphs.map((text) => `${text}\n\n`),
    `${content.action.label}: ${content.action.url}\n\n`,
    `${content.note}\n\n`,
    footer,
    `${SITE_NAME}\n${siteUrl}\n`,
  ].join('');
}

/** The message, its HTML from React Email; the site it links to is the action link's own origin. */
export async function actionMail(to: string, content: ActionMailContent): Promise<MailMessage> {
  const siteUrl = new URL(content.action.url).origin;
  return {
    to,
    subject: content.subject,
    html: await render(<ActionMail content={content} siteUrl={siteUrl} />),
    text: actionText(content, siteUrl),
    link: content.action.url,
  };
}

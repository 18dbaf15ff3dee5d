import type { CSSProperties } from 'react';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { MailMessage } from '../mail.ts';
import { MailLayout } from './mail-layout.tsx';
import { COLORS, headingStyle, paragraphStyle, smallStyle } from './theme.ts';

/** Header values must stay on one line: a CR/LF in a name could otherwise start a new header. */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

export type ContactMailInput = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | undefined;
  subjectLabel: string;
  message: string;
  userId: string | null;
  /** The member's plan includes priority support: the mail says so in its subject and headers. */
  priority: boolean;
};

const INTRO = 'A new message from the Mithaq contact form. Reply to this e-mail to answer the sender.';

const label: CSSProperties = {
  margin: 0,
  fontSize: '12px',
  lineHeight: '16px',
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: COLORS.muted,
};
const value: CSSProperties = {
  ...paragraphStyle,
  margin: '0 0 12px',
  fontSize: '15px',
  wordBreak: 'break-word',
};
const messageBox: CSSProperties = {
  ...paragraphStyle,
  margin: 0,
  padding: '16px',
  borderLeft: `3px solid ${COLORS.primary}`,
  backgroundColor: COLORS.page,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
};

function ContactMail({ fields, message }: { fields: [string, string][]; message: string }) {
  return (
    <MailLayout preview={INTRO}>
      <Heading as="h1" style={headingStyle}>
        New contact message
      </Heading>
      <Text style={smallStyle}>{INTRO}</Text>
      <Section style={{ marginTop: '20px' }}>
        {fields.map(([name, text]) => (
          <div key={name}>
            <Text style={label}>{name}</Text>
            <Text style={value}>{text}</Text>
          </div>
        ))}
      </Section>
      <Hr style={{ margin: '8px 0 20px', borderColor: COLORS.border }} />
      <Text style={label}>Message</Text>
      <Text style={{ ...messageBox, marginTop: '8px' }}>{message}</Text>
    </MailLayout>
  );
}

/**
 * A contact form message for the support address. Every value is the sender's own text: React escapes
 * all of it in the HTML part, so markup in a name or message shows as text in the support mailbox.
 */
export async function contactSupportMail(to: string, input: ContactMailInput): Promise<MailMessage> {
  const name = oneLine(`${input.firstName} ${input.lastName}`);
  const fields: [string, string][] = [
    ['Name', name],
    ['Email', input.email],
    ['Phone', input.phone ?? '(not given)'],
    ['Subject', input.subjectLabel],
    ['Member', input.userId ?? '(not signed in)'],
    ['Support', input.priority ? 'Priority (member plan)' : 'Standard'],
    ['Reference', input.id],
  ];
  const text = `${INTRO}\n\n${fields.map(([field, text]) => `${field}: ${text}`).join('\n')}\n\n${input.message}\n`;
  return {
    to,
    subject: `${input.priority ? '[Priority] ' : ''}[Contact] ${oneLine(input.subjectLabel)}: ${name}`,
    text,
    html: await render(<ContactMail fields={fields} message={input.message} />),
    replyTo: input.email,
    ...(input.priority ? { priority: 'high' as const } : {}),
  };
}

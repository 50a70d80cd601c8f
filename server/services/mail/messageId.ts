/** The domain of MAIL_FROM's address: what SPF and DKIM are checked against, and the right side of Message-IDs. */
export function senderDomain(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return address.split('@')[1]?.trim().toLowerCase() || 'localhost';
}

/** A Message-ID naming the sender's domain (RFC 5322 §3.6.4), the same each time one mail is sent again. */
export const messageIdOf = (localPart: string, mailFrom: string) =>
  `<${localPart}@${senderDomain(mailFrom)}>`;

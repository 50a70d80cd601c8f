import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';

const footerLinks = [
  { to: '/about', label: 'layout.nav.about' },
  { to: '/jobs', label: 'layout.nav.jobs' },
  { to: '/skola2030', label: 'layout.nav.skola2030' },
  { to: '/bett', label: 'layout.nav.bett' },
  { to: '/users/about', label: 'layout.nav.users_about' },
  { to: '/stylebook', label: 'layout.nav.stylebook' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer style={{ borderTop: '1px solid var(--mantine-color-gray-2)', marginTop: 48 }}>
      <Container size="lg" py="lg">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Balss · {t('layout.footer_tagline')}
          </Text>
          <Group gap="md">
            {footerLinks.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
                {t(link.label)}
              </Anchor>
            ))}
          </Group>
        </Group>
      </Container>
    </footer>
  );
}

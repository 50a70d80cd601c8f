import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { useUserState } from '../../auth/userStore';
import { CodeEntryButton } from '../../components/CodeEntryButton';
import { countryName } from '../../i18n/countryName';
import { useTranslation } from '../../i18n/useTranslation';
import type { OrganizationPage, OrganizationSummary } from '../../queries/organizations';
import { useSurveyLanguageNamer } from '../../queries/surveyLanguages';
import { SchoolPlansList } from './SchoolPlansList';

function usePlace(organization: OrganizationSummary): string {
  const { i18n } = useTranslation();
  return [organization.city, countryName(organization.country, i18n.language)].filter(Boolean).join(', ');
}

function SchoolCard({ school }: { school: OrganizationSummary }) {
  const place = usePlace(school);
  return (
    <Card withBorder padding="lg" radius="md" component="li">
      <Anchor component={Link} to={`/${school.slug}`} fw={600} size="lg">
        {school.name}
      </Anchor>
      {place && (
        <Text size="sm" c="dimmed" mt={4}>
          {place}
        </Text>
      )}
    </Card>
  );
}

function SchoolList({ page }: { page: OrganizationPage }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="org-schools">
      <Title order={2} id="org-schools" mb="xs">
        {t('pages.organization.schools.title')}
      </Title>
      {page.schools.length === 0 ? (
        <Text c="gray.8">{t('pages.organization.schools.empty')}</Text>
      ) : (
        <>
          <Text c="gray.8" mb="lg">
            {t('pages.organization.schools.intro', { name: page.name })}
          </Text>
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, md: 3 }}
            spacing="lg"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {page.schools.map((school) => (
              <SchoolCard key={school.id} school={school} />
            ))}
          </SimpleGrid>
        </>
      )}
    </Box>
  );
}

function LanguageBadges({ languages }: { languages: string[] }) {
  const { t } = useTranslation();
  // Built-in languages are named without asking; a language added at /admin/manage-languages by its own name.
  const languageName = useSurveyLanguageNamer(languages);
  if (languages.length === 0) return null;
  return (
    <Group gap="xs" align="center">
      <Text size="sm" c="gray.8">
        {t('pages.organization.languages')}
      </Text>
      {languages.map((code) => (
        <Badge key={code} variant="light" color="gray" tt="none" lang={code}>
          {languageName(code)}
        </Badge>
      ))}
    </Group>
  );
}

/** The loaded organisation page: name, type, place, parent, schools, and the ways in. */
export function OrganizationDetails({ page }: { page: OrganizationPage }) {
  const { t } = useTranslation();
  const place = usePlace(page);
  const isSchool = page.type === 'school';
  const signedIn = Boolean(useUserState().user);
  return (
    <>
      <Box component="section" bg="balss.0" py={{ base: 40, sm: 56 }} aria-labelledby="org-name">
        <Container size="lg">
          <Stack gap="sm" align="flex-start">
            <Badge variant="filled" size="lg">
              {t(`pages.organization.type.${isSchool ? 'school' : 'organization'}`)}
            </Badge>
            <Title order={1} id="org-name">
              {page.name}
            </Title>
            {place && <Text size="lg">{place}</Text>}
            {page.parent && (
              <Text>
                {t('pages.organization.part_of')}{' '}
                <Anchor component={Link} to={`/${page.parent.slug}`} fw={600}>
                  {page.parent.name}
                </Anchor>
              </Text>
            )}
            <LanguageBadges languages={page.languages} />
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 40, sm: 56 }}>
        <Stack gap={48}>
          {(!isSchool || page.schools.length > 0) && <SchoolList page={page} />}
          <SchoolPlansList plans={page.plans} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Card withBorder padding="xl" radius="md" component="section" aria-labelledby="org-staff">
              <Title order={2} size="h3" id="org-staff" mb="xs">
                {t('pages.organization.staff.title')}
              </Title>
              <Text c="gray.8" mb="lg" style={{ flex: 1 }}>
                {t(
                  signedIn
                    ? 'pages.organization.staff.signed_in_text'
                    : isSchool
                      ? 'pages.organization.staff.school_text'
                      : 'pages.organization.staff.organization_text',
                )}
              </Text>
              {/* Someone already signed in goes to their own home instead of being asked to sign in. */}
              <Button
                component={Link}
                to={signedIn ? '/dashboard' : '/users/login'}
                style={{ alignSelf: 'flex-start' }}
              >
                {t(signedIn ? 'layout.my_home' : 'pages.organization.staff.sign_in')}
              </Button>
            </Card>
            <Card withBorder padding="xl" radius="md" component="section" aria-labelledby="org-respondents">
              <Title order={2} size="h3" id="org-respondents" mb="xs">
                {t('pages.organization.respondents.title')}
              </Title>
              <Text c="gray.8" mb="lg" style={{ flex: 1 }}>
                {t('pages.organization.respondents.text')}
              </Text>
              <Group gap="sm">
                <CodeEntryButton />
                <Button component={Link} to="/users/about" variant="outline">
                  {t('pages.organization.respondents.link')}
                </Button>
              </Group>
            </Card>
          </SimpleGrid>
        </Stack>
      </Container>
    </>
  );
}

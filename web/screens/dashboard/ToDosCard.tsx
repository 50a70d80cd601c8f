import { Anchor, Badge, Card, List, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ToDos } from '../../../common/dashboards/types';
import { formatDate } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import { dashboardPaths } from '../../routing/dashboardPaths';
import { resultsPaths } from '../../routing/resultsPaths';
import { surveyPaths } from '../../routing/surveyPaths';

function classLink(klass: { id: number; name: string }) {
  return (
    <Anchor component={Link} to={dashboardPaths.schoolClass(klass.id)}>
      {klass.name}
    </Anchor>
  );
}

/**
 * One kind of to-do: its title over a list of its items; nothing when there are none. Short items (class
 * names) run on one line, so eighteen classes do not push the rest of the card away.
 */
function ToDoList<Item>({
  title,
  hint,
  items,
  itemKey,
  inline,
  children,
}: {
  title: string;
  hint?: string;
  items: Item[];
  itemKey: (item: Item) => string | number;
  inline?: boolean;
  children: (item: Item) => ReactNode;
}) {
  if (!items.length) return null;
  return (
    <div>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
      {inline ? (
        <Text size="sm" mt={2}>
          {items.map((item, index) => (
            <Fragment key={itemKey(item)}>
              {index > 0 && ', '}
              {children(item)}
            </Fragment>
          ))}
        </Text>
      ) : (
        <List size="sm" spacing={2} mt={2}>
          {items.map((item) => (
            <List.Item key={itemKey(item)}>{children(item)}</List.Item>
          ))}
        </List>
      )}
    </div>
  );
}

const byId = (item: { id: number }) => item.id;

/** What needs the school admin this week; only the parts their permissions read. */
export function ToDosCard({ toDos }: { toDos: Partial<ToDos> }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => formatDate(iso, i18n.language);
  const {
    ending_soon = [],
    classes_without_students = [],
    classes_without_teacher = [],
    pending_invitations = [],
    new_results = [],
  } = toDos;
  const nothing =
    ending_soon.length +
      classes_without_students.length +
      classes_without_teacher.length +
      pending_invitations.length +
      new_results.length ===
    0;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="todos-title">
      <Title order={2} size="h3" id="todos-title" mb="sm">
        {t('dashboards.todos.title')}
      </Title>
      {nothing && <Text c="dimmed">{t('dashboards.todos.none')}</Text>}
      <Stack gap="sm">
        <ToDoList title={t('dashboards.todos.new_results')} items={new_results} itemKey={byId}>
          {(period) => (
            <>
              <Anchor component={Link} to={resultsPaths.school(period.id)}>
                {period.name}
              </Anchor>{' '}
              <Text span size="xs" c="dimmed">
                {t('dashboards.todos.ended', { date: date(period.ended_at) })}
              </Text>
            </>
          )}
        </ToDoList>
        <ToDoList title={t('dashboards.todos.ending_soon')} items={ending_soon} itemKey={byId}>
          {(period) => (
            <>
              <Anchor component={Link} to={surveyPaths.period(period.id)}>
                {period.name}
              </Anchor>{' '}
              <Text span size="xs" c="dimmed">
                {t('dashboards.todos.ending_detail', {
                  date: date(period.ends_at),
                  finished: period.finished,
                  expected: period.expected,
                })}
              </Text>
            </>
          )}
        </ToDoList>
        <ToDoList
          title={t('dashboards.todos.no_students')}
          items={classes_without_students}
          itemKey={byId}
          inline
        >
          {classLink}
        </ToDoList>
        <ToDoList
          title={t('dashboards.todos.no_teacher')}
          hint={t('dashboards.todos.no_teacher_hint')}
          items={classes_without_teacher}
          itemKey={byId}
          inline
        >
          {classLink}
        </ToDoList>
        <ToDoList
          title={t('dashboards.todos.invitations')}
          items={pending_invitations}
          itemKey={(invitation) => invitation.email}
        >
          {(invitation) => (
            <>
              <Anchor component={Link} to={dashboardPaths.schoolUsers}>
                {invitation.email}
              </Anchor>{' '}
              <Badge size="xs" variant="light" color={invitation.expired ? 'red' : 'gray'}>
                {invitation.expired ? t('dashboards.todos.expired') : t(`identity_types.${invitation.type}`)}
              </Badge>
            </>
          )}
        </ToDoList>
      </Stack>
    </Card>
  );
}

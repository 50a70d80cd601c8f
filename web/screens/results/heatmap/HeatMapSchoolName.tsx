import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { HeatMapResult } from '../../../../common/results/types';

export type HeatMapSchool = HeatMapResult['schools'][number];

export const schoolResultsPath = (periodId: number) => `/v2/organization/results/open/period/${periodId}`;

type SchoolNameProps = {
  school: HeatMapSchool;
  onOpenSchool?: (schoolId: number) => void;
  /** False where the viewer cannot open a school's own results (a share link): the name is plain text. */
  linkSchools?: boolean;
};

/** A school's name on the heat map: a link into its own results, or plain text. */
export function HeatMapSchoolName({ school, onOpenSchool, linkSchools }: SchoolNameProps) {
  if (!linkSchools) return <>{school.name}</>;
  return (
    <Anchor
      component={Link}
      to={schoolResultsPath(school.periodId)}
      onClick={(event) => {
        if (!onOpenSchool) return;
        event.preventDefault();
        onOpenSchool(school.id);
      }}
    >
      {school.name}
    </Anchor>
  );
}

import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { NotFoundScreen } from '../components/messages/NotFoundScreen';
import { AboutScreen } from '../screens/marketing/AboutScreen';
import { BettScreen } from '../screens/marketing/BettScreen';
import { HomeScreen } from '../screens/marketing/HomeScreen';
import { JobsScreen } from '../screens/marketing/JobsScreen';
import { ProductScreen } from '../screens/marketing/ProductScreen';
import { QuestionsScreen } from '../screens/marketing/QuestionsScreen';
import { Skola2030Screen } from '../screens/marketing/Skola2030Screen';
import { UsersAboutScreen } from '../screens/marketing/UsersAboutScreen';
import { StylebookScreen } from '../screens/stylebook/StylebookScreen';
import { ClosedScreen } from '../screens/system/ClosedScreen';
import { ExpiredLinkScreen } from '../screens/system/ExpiredLinkScreen';
import { renderScreen } from '../test/renderScreen';

const screens: [string, ComponentType][] = [
  ['/', HomeScreen],
  ['/stylebook', StylebookScreen],
  ['/product', ProductScreen],
  ['/bett', BettScreen],
  ['/questions', QuestionsScreen],
  ['/about', AboutScreen],
  ['/jobs', JobsScreen],
  ['/skola2030', Skola2030Screen],
  ['/users/about', UsersAboutScreen],
  ['/closed', ClosedScreen],
  ['/urlexpired', ExpiredLinkScreen],
  ['/nope/x', NotFoundScreen],
];

describe.each(screens)('screen at %s', (path, Screen) => {
  it('shows translated text only, one h1 and headings in order', () => {
    const { container } = renderScreen(<Screen />, { path });

    // A missing translation shows as its key.
    expect(container.textContent).not.toMatch(/\b(pages|common|layout)\.[a-z_]+\./);
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => {
      expect(level, `heading ${index + 2} follows h${levels[index]}`).toBeLessThanOrEqual(levels[index] + 1);
    });
  });
});

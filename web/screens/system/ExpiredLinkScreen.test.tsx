import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { renderScreen } from '../../test/renderScreen';
import { ExpiredLinkScreen } from './ExpiredLinkScreen';

const mailedText = en.pages.expired.mailed;

describe('ExpiredLinkScreen', () => {
  it('explains the expired link and links to a new password link and home', () => {
    renderScreen(<ExpiredLinkScreen />, { path: '/urlexpired' });

    expect(screen.getByRole('heading', { level: 1, name: en.pages.expired.title })).toBeInTheDocument();
    expect(screen.getByText(en.pages.expired.text)).toBeInTheDocument();
    expect(screen.queryByText(mailedText)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.pages.expired.new_password_link })).toHaveAttribute(
      'href',
      '/users/forgot-password',
    );
    expect(screen.getByRole('link', { name: en.common.back_home })).toHaveAttribute('href', '/');
  });

  it('adds who can send a new link when the link came by e-mail', () => {
    renderScreen(<ExpiredLinkScreen />, { path: '/mailedurlexpired' });

    expect(screen.getByText(mailedText)).toBeInTheDocument();
    expect(screen.getByText(en.pages.expired.text)).toBeInTheDocument();
  });
});

import { loadScreen } from '../loadScreen';
import type { AppRoute } from '../routeTypes';

/** Public pages: home, marketing, system screens (spec §2 public routes). */
export const publicRoutes: AppRoute[] = [
  {
    path: '/pdfv2/:action',
    title: 'results.exports.print_title',
    screen: loadScreen(
      () => import('../../screens/results/pdf/PdfPrintScreen'),
      (m) => m.PdfPrintScreen,
    ),
  },
  {
    path: '/results/shared/:token',
    title: 'results.share.page_title',
    screen: loadScreen(
      () => import('../../screens/results/share/SharedResultsScreen'),
      (m) => m.SharedResultsScreen,
    ),
  },
  {
    path: '/',
    title: 'pages.home.title',
    screen: loadScreen(
      () => import('../../screens/marketing/HomeScreen'),
      (m) => m.HomeScreen,
    ),
  },
  {
    path: '/stylebook',
    title: 'pages.stylebook.title',
    screen: loadScreen(
      () => import('../../screens/stylebook/StylebookScreen'),
      (m) => m.StylebookScreen,
    ),
  },
  {
    path: '/product',
    title: 'pages.product.title',
    screen: loadScreen(
      () => import('../../screens/marketing/ProductScreen'),
      (m) => m.ProductScreen,
    ),
  },
  {
    path: '/bett',
    title: 'pages.bett.title',
    screen: loadScreen(
      () => import('../../screens/marketing/BettScreen'),
      (m) => m.BettScreen,
    ),
  },
  {
    path: '/questions',
    title: 'pages.questions.title',
    screen: loadScreen(
      () => import('../../screens/marketing/QuestionsScreen'),
      (m) => m.QuestionsScreen,
    ),
  },
  {
    path: '/about',
    title: 'pages.about.title',
    screen: loadScreen(
      () => import('../../screens/marketing/AboutScreen'),
      (m) => m.AboutScreen,
    ),
  },
  {
    path: '/jobs',
    title: 'pages.jobs.title',
    screen: loadScreen(
      () => import('../../screens/marketing/JobsScreen'),
      (m) => m.JobsScreen,
    ),
  },
  {
    path: '/skola2030',
    title: 'pages.skola2030.title',
    screen: loadScreen(
      () => import('../../screens/marketing/Skola2030Screen'),
      (m) => m.Skola2030Screen,
    ),
  },
  {
    path: '/users/about',
    title: 'pages.users_about.title',
    screen: loadScreen(
      () => import('../../screens/marketing/UsersAboutScreen'),
      (m) => m.UsersAboutScreen,
    ),
  },
  // Spec §2: these paths have no screen of their own.
  { path: '/about-school', redirect: '/' },
  { path: '/pasvaldibam', redirect: '/product' },
  { path: '/pirmsskolam', redirect: '/product' },
  {
    path: '/closed',
    title: 'pages.closed.title',
    screen: loadScreen(
      () => import('../../screens/system/ClosedScreen'),
      (m) => m.ClosedScreen,
    ),
  },
  {
    path: '/invitations/unsubscribe/:token',
    title: 'invitations.unsubscribe.title',
    screen: loadScreen(
      () => import('../../screens/invitations/UnsubscribeScreen'),
      (m) => m.UnsubscribeScreen,
    ),
  },
  {
    path: '/urlexpired',
    aliases: ['/mailedurlexpired'],
    title: 'pages.expired.title',
    screen: loadScreen(
      () => import('../../screens/system/ExpiredLinkScreen'),
      (m) => m.ExpiredLinkScreen,
    ),
  },
];

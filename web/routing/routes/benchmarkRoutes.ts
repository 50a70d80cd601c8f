import { loadScreen } from '../loadScreen';
import type { AppRoute } from '../routeTypes';

/** Benchmarks in the back office (spec §2: login required only; the API refuses anyone but super-admins). */
export const benchmarkRoutes: AppRoute[] = [
  {
    path: '/admin/benchmark',
    title: 'benchmarks.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/benchmarks/BenchmarksScreen'),
      (m) => m.BenchmarksScreen,
    ),
  },
  {
    path: '/admin/benchmark/:id',
    title: 'benchmarks.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/benchmarks/BenchmarkScreen'),
      (m) => m.BenchmarkScreen,
    ),
  },
  {
    path: '/admin/benchmark/:benchmark_id/item/:id',
    title: 'benchmarks.items.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/benchmarks/BenchmarkItemScreen'),
      (m) => m.BenchmarkItemScreen,
    ),
  },
  {
    path: '/admin/benchmark/:benchmark_id/access',
    title: 'benchmarks.access.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/benchmarks/BenchmarkAccessScreen'),
      (m) => m.BenchmarkAccessScreen,
    ),
  },
];

/** The results paths are shared ground (the dashboards link into results too). */
export * from '../../routing/resultsPaths';

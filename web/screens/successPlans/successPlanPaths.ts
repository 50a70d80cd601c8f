export const successPlansAdminPath = '/admin/success-plans';
export const successPlanAdminPath = (id: number | 'new') => `${successPlansAdminPath}/${id}`;

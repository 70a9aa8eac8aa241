export * from './addresses';
export * from './get-user-ranks-details';
export * from './admin-evaluate-career-plan';
export * from './admin-ranks';

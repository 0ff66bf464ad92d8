/** The My plans screen (the user's mining plans, mining/orders): a route of the app beyond spec §2's list. */
export const MY_PLANS_PATH = '/my_plans'

/** Copy the contact and newsletter forms share. */

/**
 * The label of the forms' hidden trap field: people never see it (it is off
 * screen and out of the tab order); a bot that fills every field does, and
 * its submission is dropped.
 */
export const honeypotLabel = 'Leave this field empty';

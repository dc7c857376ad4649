/**
 * The fields staff read for each form, in the form's order, with the labels the forms use. Keys
 * are the tables' column names; uploads show as files, not as a field.
 */
import type { FormKind } from '../forms/submissions';

export const SUBMISSION_FIELDS: Record<FormKind, readonly (readonly [key: string, label: string])[]> = {
  gym_leader_application: [
    ['full_name', 'Full name'],
    ['discord_username', 'Discord username'],
    ['minecraft_username', 'Minecraft username'],
    ['email', 'Email'],
    ['timezone', 'Time zone'],
    ['age_confirmed', '18 or older'],
    ['age_number', 'Age'],
    ['available_days', 'Available days'],
    ['available_times', 'Available times'],
    ['gym_primary', 'Primary gym type'],
    ['gym_secondary', 'Secondary gym type'],
    ['years_experience', 'Years of competitive experience'],
    ['tournament_experience', 'Tournament experience'],
    ['highest_ranking', 'Highest ranking'],
    ['team_building_philosophy', 'Team building philosophy'],
    ['discord_management_experience', 'Discord management experience'],
    ['status_update_comfort', 'Comfortable posting status updates'],
    ['conflict_response', 'Conflict response'],
    ['why_join', 'Why join'],
    ['creating_experience', 'Creating the gym experience'],
    ['promotion_strategy', 'Promotion strategy'],
    ['revenue_acknowledgement', 'Revenue share acknowledged'],
    ['rules_acknowledgement', 'Rules acknowledged'],
  ],
  support_ticket: [
    ['email', 'Email'],
    ['category', 'Category'],
    ['subject', 'Subject'],
    ['message', 'Message'],
  ],
  bug_report: [
    ['title', 'Title'],
    ['severity', 'Severity'],
    ['description', 'Description'],
    ['steps_to_reproduce', 'Steps to reproduce'],
    ['expected_behavior', 'Expected behavior'],
    ['actual_behavior', 'Actual behavior'],
    ['minecraft_version', 'Minecraft version'],
    ['mod_version', 'Mod version'],
  ],
  feature_request: [
    ['title', 'Title'],
    ['priority', 'Priority'],
    ['description', 'Description'],
    ['use_case', 'Use case'],
  ],
  ban_appeal: [
    ['minecraft_username', 'Minecraft username'],
    ['discord_username', 'Discord username'],
    ['ban_reason', 'Ban reason'],
    ['appeal_reason', 'Why the ban should be lifted'],
    ['additional_info', 'Additional information'],
  ],
  player_report: [
    ['reported_username', 'Reported player'],
    ['report_type', 'Report type'],
    ['description', 'Description'],
    ['evidence_links', 'Evidence links'],
  ],
  alpha_signup: [
    ['player_name', 'Player name'],
    ['email', 'Email'],
    ['discord_username', 'Discord username'],
    ['minecraft_username', 'Minecraft username'],
    ['why_join', 'Why join'],
    ['most_excited_feature', 'Most excited about'],
    ['community_enhancement', 'How they would enhance the community'],
  ],
};

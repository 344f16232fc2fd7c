"use client";

import { useEffect } from "react";
import { track } from "@/lib/features/analytics/track";

export function TrackOpportunitiesView({ totalDepartments, totalPositions }: { totalDepartments: number; totalPositions: number }) {
  useEffect(() => {
    track("view_opportunities", { total_departments: totalDepartments, total_positions: totalPositions });
  }, [totalDepartments, totalPositions]);
  return null;
}

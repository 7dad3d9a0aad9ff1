import EmptyStatesUI
import SwiftUI

// A fitness dashboard: this week's workouts from a health store, and a goals carousel.

struct Workout: Identifiable {
    let id: UUID
    var kind: String
    var minutes: Int
}

protocol HealthStore: Sendable {
    func workoutsThisWeek() async throws -> [Workout]
    func goals() async -> [String]
}

struct WorkoutsDashboard: View {
    let health: any HealthStore
    @State private var workouts: [Workout] = []
    @State private var goals: [String] = []
    @State private var isLoadingGoals = true
    @State private var streak = 0

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    header

                    if workouts.count == 0 {
                        EmptyStateView("No Workouts This Week", systemImage: "figure.run", description: Text("Start a workout on your watch to see it here.")) // expect: empty-state-during-loading
                            .containerRelativeFrame(.horizontal)
                    } else {
                        ForEach(workouts) { workout in
                            HStack {
                                Text(workout.kind)
                                Spacer()
                                Text("\(workout.minutes) min").monospacedDigit()
                            }
                            .padding()
                            .background(.quaternary, in: .rect(cornerRadius: 12))
                        }
                    }

                    Text("Goals").font(.title3.bold())
                    if isLoadingGoals {
                        ProgressView()
                    } else if goals.isEmpty {
                        ContentUnavailableView("No Goals", systemImage: "target", description: Text("Set a weekly goal to stay on track."))
                    } else {
                        ScrollView(.horizontal) {
                            LazyHStack {
                                ForEach(goals, id: \.self) { goal in
                                    Text(goal)
                                        .padding()
                                        .containerRelativeFrame(.horizontal, count: 2, span: 1, spacing: 12)
                                        .background(.thinMaterial, in: .rect(cornerRadius: 12))
                                }
                            }
                        }
                    }
                }
                .padding()
            }
            .navigationTitle("Activity")
        }
        .onAppear {
            Task {
                workouts = (try? await health.workoutsThisWeek()) ?? []
                goals = await health.goals()
                isLoadingGoals = false
            }
        }
    }

    private var header: some View {
        HStack {
            Image(systemName: "flame.fill")
                .symbolEffect(.bounce, value: streak)
                .foregroundStyle(.orange)
            Text("\(streak)-day streak")
                .font(.headline)
        }
    }
}

import EmptyStatesHTML

// One call of the HTML renderer (which localizes first).
print(HTMLRenderer().render(.offline))

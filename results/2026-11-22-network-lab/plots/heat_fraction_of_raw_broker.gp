reset
$D0 << EOD
0 0 -1.076042934489751 "0.47"
1 0 -0.0014270765979799449 "1.00"
EOD
$D1 << EOD
1 0 "n.s."
EOD
$D2 << EOD
0 0 -1.9868412764789238 "0.25"
1 0 -0.005398600993656301 "1.00"
EOD
$D3 << EOD
1 0 "n.s."
EOD
$D4 << EOD
0 0 -2.3927029156236315 "0.19"
1 0 -0.0014270765979799449 "1.00"
EOD
$D5 << EOD
1 0 "n.s."
EOD
set terminal pngcairo noenhanced size 720,560 font 'sans,10'
set output "heat_fraction_of_raw_broker.png"
set multiplot layout 2,2 title "Fraction of the raw-socket floor, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:0.5]
set xtics ("1 KiB" 0, "64 KiB" 1) font ',8'
set ytics ("16" 0) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-2.3927029156236315:2.3927029156236315]
set cbtics ("0.25" -2.0, "0.50" -1.0, "1.00" 0.0, "2.00" 1.0, "4.00" 2.0) font ',8'
set cblabel "library / raw round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "zmq TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8', \
     $D1 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "nanomsg TCP" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8', \
     $D3 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "nng TCP" font ',11'
plot $D4 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D4 using 1:($2+0.12):4 with labels font ',8', \
     $D5 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
unset multiplot
set output
set terminal svg noenhanced size 720,560 dynamic font 'sans,10' background '#ffffff'
set output "heat_fraction_of_raw_broker.svg"
set multiplot layout 2,2 title "Fraction of the raw-socket floor, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:0.5]
set xtics ("1 KiB" 0, "64 KiB" 1) font ',8'
set ytics ("16" 0) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-2.3927029156236315:2.3927029156236315]
set cbtics ("0.25" -2.0, "0.50" -1.0, "1.00" 0.0, "2.00" 1.0, "4.00" 2.0) font ',8'
set cblabel "library / raw round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "zmq TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8', \
     $D1 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "nanomsg TCP" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8', \
     $D3 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "nng TCP" font ',11'
plot $D4 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D4 using 1:($2+0.12):4 with labels font ',8', \
     $D5 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
unset multiplot
set output
